import { esignPage } from './EsignSheet';

/** /conference/esignphone: the e-signature for phones. */
export const page = esignPage(true);
