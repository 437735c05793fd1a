import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor } from 'storybook/test';
import { chooseErrorPage } from '@wenxian/domain';
import { sampleImageLoader } from '../SafetyCheckSlider/safetyCheckSampleImage';
import { SafetyCheckPage } from '../SafetyCheckPage';
import { ErrorPage } from './ErrorPage';

const meta = {
  title: 'UI/Shell/ErrorPage',
  component: ErrorPage,
  args: { kind: 'notFound' },
} satisfies Meta<typeof ErrorPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const expectHomeLink = async (canvas: { getByRole: (role: 'link', options: { name: string }) => HTMLElement }) =>
  expect(canvas.getByRole('link', { name: '返回首页' })).toHaveAttribute('href', '/');

/** The page the site shows for a 404 error: `chooseErrorPage` picks the kind, this renders it. */
export const NotFound: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('资源未找到');
    await expectHomeLink(canvas);
  },
};

export const Removed: Story = {
  args: { kind: 'removed' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('资源已下架');
    await expectHomeLink(canvas);
  },
};

/** 500 with an API code above 0 and a message: the API message is shown. */
export const ServerErrorWithApiMessage: Story = {
  args: { kind: 'serverError', apiCode: 500, message: '服务繁忙，请稍后重试' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('哎呀，出问题，请稍后再试');
    await expect(canvas.getByText('服务繁忙，请稍后重试')).toBeVisible();
  },
};

/** 500 without an API message (or with code 0 or below): the network message. */
export const ServerErrorNetwork: Story = {
  args: { kind: 'serverError', apiCode: 0, message: '不应显示' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('很抱歉，网络出错啦！！')).toBeVisible();
    await expect(canvas.queryByText('不应显示')).toBeNull();
  },
};

export const SearchLimitStopWord: Story = {
  args: { kind: 'searchLimit', apiCode: 70007 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('停用词，请更换检索条件');
  },
};

export const SearchLimitUnsupportedWord: Story = {
  args: { kind: 'searchLimit', apiCode: 70006 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('输入词暂不支持检索，请更换检索条件');
  },
};

/** Code 20 as the site wires it: the safety check page content (heading, slider check) inside the error page. */
export const Code20SafetyCheck: Story = {
  args: {
    kind: 'safetyCheck',
    children: (
      <SafetyCheckPage loadImage={sampleImageLoader()} onVerify={fn(() => Promise.resolve(true))} onVerified={fn()} />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('您的访问频率过高，请进行安全认证');
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await waitFor(() =>
      expect(canvas.getByRole('img')).toHaveAttribute('src', expect.stringMatching(/^data:image\/svg/)),
    );
    await expect(canvas.queryByRole('link', { name: '返回首页' })).toBeNull();
  },
};

/** Code 20 without the check's content: the page still says why the visitor is here. */
export const Code20SafetyCheckTitleOnly: Story = {
  args: { kind: 'safetyCheck' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('您的访问频率过高，请进行安全认证');
  },
};

/** Code 21: too-frequent access. */
export const Code21TooFrequent: Story = {
  args: { kind: 'tooFrequent' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('您的访问频率过快，请稍后再试');
    await expectHomeLink(canvas);
  },
};

/** 404 on a subject route: the keyword-not-found page. */
export const SubjectNotFound: Story = {
  args: { kind: 'keywordNotFound' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('主题词未找到');
  },
};

export const BlockedAddress: Story = {
  args: { kind: 'blocked' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('您的访问地址已被限制');
    await expect(canvas.queryByRole('link')).toBeNull();
  },
};

export const Generic: Story = {
  args: { kind: 'generic' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('哎呀，出问题，请稍后再试');
  },
};

/** Wired as the site does it: the domain picks the page for apiCode 70007 on /search. */
export const ChosenByDomainForStopWord: Story = {
  args: { kind: chooseErrorPage({ apiCode: 70007 }, '/search'), apiCode: 70007 },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1 })).toHaveTextContent('停用词，请更换检索条件');
  },
};
