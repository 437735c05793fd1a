import { esignPage } from './EsignSheet';

/** /conference/esign_mobile: the e-signature for phones. */
export const page = esignPage(true);
