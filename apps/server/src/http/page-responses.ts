import { z } from 'zod';

/*
 * Answers of routes a browser navigates to (the sandbox provider's hosted pages, the Google sign-in
 * hand-offs), as the API document describes them: every status such a route answers is documented, with
 * what its body is (issue 28: the sandbox pages' statuses were undocumented).
 */

/** An HTML page (a form, or a message saying why nothing was done). */
export const htmlPage = (description: string) => ({
  description,
  content: { 'text/html': { schema: z.string() } },
});

/**
 * A redirect: the `Location` header says where, and there is no body (the schema generator documents an
 * answer of `undefined` as a response without content).
 */
export const redirect = (description: string) => z.undefined().describe(description);
