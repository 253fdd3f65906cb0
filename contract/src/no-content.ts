import { z } from 'zod';

/** The answer of a 204: no body. */
export const NoContentSchema = z.null().describe('No content');
