import { z } from 'zod';

// The site runs under a CSP without 'unsafe-eval': zod must not compile parsers with `new Function` (its probe
// for that alone is reported as a violation). package.json lists this file under sideEffects so bundlers run it.
z.config({ jitless: true });

export { z };
