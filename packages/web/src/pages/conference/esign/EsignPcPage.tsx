import { esignPage } from './EsignSheet';

/** /conference/esignpc: the e-signature for computers. */
export const page = esignPage(false);
