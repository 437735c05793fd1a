import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useNavigate } from 'react-router-dom';
import { href } from 'react-router';
import { entityLabels, loginRedirectUrl, messages } from '@wenxian/domain';
import { Button, ListLoader, TextLink } from '@wenxian/ui';
import { useSiteOrigin } from '../../../app/siteVisit';
import { useSaveMemberBasicInfoMutation } from '../../../features/entities/authorsApi';
import { useGetCurrentUserQuery } from '../../../features/shared/sessionApi';
import { definePage } from '../../../app/routeModule';
import { EntityMain, PageTitle, Section } from '../../shared/entityPageLayout';
import { Field, Form } from './authorForm';

const L = entityLabels.pages.authorAuth;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger};
`;

/**
 * /author/auth: where the author area sends a member who is not a confirmed author. The member states
 * their real name, organisation and title (saveMemberBasicInfo); once confirmed, /author/home opens.
 * An anonymous visitor is asked to log in first and comes back here.
 */
export function AuthorAuthPage() {
  const navigate = useNavigate();
  const origin = useSiteOrigin();
  const user = useGetCurrentUserQuery();
  const [save, saving] = useSaveMemberBasicInfoMutation();
  const [form, setForm] = useState({ realName: '', organName: '', title: '' });
  const [errors, setErrors] = useState<{ realName?: string; organName?: string }>({});
  // The server's refusal, said under the form; what was typed stays in the fields.
  const [refused, setRefused] = useState<string | null>(null);

  if (user.isLoading) return <ListLoader state="loading" />;
  const current = user.data;

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next = {
      realName: form.realName.trim() ? undefined : L.realNameRequired,
      organName: form.organName.trim() ? undefined : L.organRequired,
    };
    setErrors(next);
    setRefused(null);
    if (next.realName || next.organName || !current) return;
    const result = await save({
      memberId: current.memberId,
      realName: form.realName.trim(),
      organName: form.organName.trim(),
      title: form.title.trim() || undefined,
    });
    if (!('error' in result)) navigate(href('/author/home'));
    else
      setRefused(
        result.error && 'message' in result.error && result.error.message
          ? String(result.error.message)
          : messages.errorPage.networkError,
      );
  };

  return (
    <EntityMain>
      <PageTitle>{L.title}</PageTitle>
      {/* The h1 already says 作者认证: the form's box is named by it without printing it again. */}
      <Section title={L.title} isTitleHidden>
        <p>{L.intro}</p>
        {!current ? (
          <TextLink href={loginRedirectUrl(`${origin}${href('/author/auth')}`, origin)}>{L.login}</TextLink>
        ) : current.isConfirm ? (
          <p>
            {L.done} <TextLink href={href('/author/home')}>{L.goHome}</TextLink>
          </p>
        ) : (
          <Form onSubmit={(event) => void onSubmit(event)} noValidate>
            <Field
              label={L.realName}
              value={form.realName}
              error={errors.realName}
              onChange={(realName) => setForm({ ...form, realName })}
            />
            <Field
              label={L.organName}
              value={form.organName}
              error={errors.organName}
              onChange={(organName) => setForm({ ...form, organName })}
            />
            <Field label={L.jobTitle} value={form.title} onChange={(title) => setForm({ ...form, title })} />
            <Button type="submit" isBusy={saving.isLoading}>
              {L.submit}
            </Button>
            {refused ? <Refused role="alert">{refused}</Refused> : null}
          </Form>
        )}
      </Section>
    </EntityMain>
  );
}

export const page = definePage({ Component: AuthorAuthPage, head: () => ({ title: L.title, noindex: true }) });
