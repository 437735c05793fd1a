import { stopWordCode } from '../codes/constants/responseCodes';
import { messages } from '../messages/messages';

/** The 500 page shows the API message when apiCode is above 0 and a message exists, else 很抱歉，网络出错啦！！. */
export function serverErrorMessage(apiCode: number | null | undefined, message: string | null | undefined): string {
  return apiCode != null && apiCode > 0 && message && message.trim() !== '' ? message : messages.errorPage.networkError;
}

/** The stop-word page: 70007 gives 停用词，请更换检索条件, any other search failure 输入词暂不支持检索，请更换检索条件. */
export function searchFailureMessage(apiCode: number | null | undefined): string {
  return apiCode === stopWordCode ? messages.errorPage.stopWord : messages.errorPage.unsupportedWord;
}
