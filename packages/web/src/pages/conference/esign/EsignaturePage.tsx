import { esignPage } from './EsignSheet';

/** /conference/esignature: the e-signature for computers. */
export const page = esignPage(false);
