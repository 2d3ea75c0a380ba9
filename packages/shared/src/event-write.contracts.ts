/**
 * POST /api/event and PUT /api/event/{id}: the whole wizard draft, made of the four step schemas
 * (event-steps.contracts.ts) with every rule of each. Prices are integer cents.
 */
import { z } from 'zod';
import { EVENT_STEPS, withStepRules } from './event-steps.contracts.ts';

const { details, location, pricing, requirements } = EVENT_STEPS;

export const EventWriteSchema = withStepRules(
  z.object({
    /** The wizard sends one id per submit; a repeated POST with it returns the first event. */
    request_id: z.string().trim().min(8).max(100).optional(),
    ...details.shape,
    ...location.shape,
    ...pricing.shape,
    ...requirements.shape,
  }),
  [...details.rules, ...location.rules, ...pricing.rules, ...requirements.rules],
).transform((b) => requirements.normalise(pricing.normalise(location.normalise(details.normalise(b)))));
export type EventWrite = z.input<typeof EventWriteSchema>;
export type EventWriteParsed = z.output<typeof EventWriteSchema>;
