/** The reference's theme, the same object on its server and its client. */
export const theme = { brand: '#c8161d' };
