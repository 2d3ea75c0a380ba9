import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  EVENT_STEP_FIELDS,
  EventLocationStepSchema,
  EventPricingStepSchema,
  EventRequirementsStepSchema,
  eventDetailsStepSchema,
} from './event-steps.contracts.ts';
import { EventWriteSchema } from './event-write.contracts.ts';

const complete = {
  event_name: 'Grand Wall day',
  duration_type: 'single',
  event_duration: ['Full day'],
  start_date: '2030-06-01',
  end_date: '2030-06-01',
  category: 'Rock Climbing',
  address: 'Stawamus Chief, Squamish, BC',
  latitude: 49.6843,
  longitude: -123.1456,
  event_type: 'public',
  attendance_min: 1,
  attendance_limit: 4,
  price: [{ id: 1, price: 42_500 }],
  experience_required: ['Advanced'],
  terms_type: 'link',
  terms_link: 'https://example.com/waiver.pdf',
};

/** One broken thing per step and across steps, each as the wizard could send it. */
const breakages: Array<Record<string, unknown>> = [
  { event_name: '' },
  { start_date: '' },
  { end_date: undefined },
  { start_date: '2030-02-30' },
  { start_date: '2030-06-02' },
  { repeat: true, repeat_at: 'custom', repeat_dates: [] },
  { repeat: true, repeat_at: 'custom', end_date: '2030-06-09', repeat_dates: ['2030-07-01'] },
  { category: 'Bouldering' },
  { category: 'Other', alias: '' },
  { latitude: undefined, longitude: 200 },
  { other_location: [{ address: 'Canmore' }] },
  { attendance_min: 4, attendance_limit: 4 },
  { event_type: 'private', attendance_min: 2, attendance_limit: 3, price: [{ id: 2, price: 100 }] },
  { event_duration: ['fhday'] },
  { addons: [{ addons_title: 'Rope' }] },
  { experience_required: [] },
  { terms_type: 'upload' },
  { faqs: [{ question: 'Rain?', answer: '' }] },
];

type Errors = Record<string, string[]>;

function errorsOf(schema: z.ZodType, body: unknown, owned: readonly string[]): Errors {
  const result = schema.safeParse(body);
  const errors: Errors = {};
  for (const issue of result.success ? [] : result.error.issues) {
    const field = String(issue.path[0]);
    if (owned.includes(field)) errors[field] = [...(errors[field] ?? []), issue.message];
  }
  return errors;
}

const steps = [
  [eventDetailsStepSchema(), EVENT_STEP_FIELDS[1]],
  [EventLocationStepSchema, EVENT_STEP_FIELDS[2]],
  [EventPricingStepSchema, EVENT_STEP_FIELDS[3]],
  [EventRequirementsStepSchema, EVENT_STEP_FIELDS[4]],
] as const;

describe('the step schemas and the whole-draft schema', () => {
  it('give the same messages for every field, whatever else is broken', () => {
    for (const first of breakages) {
      for (const second of breakages) {
        const body = { ...complete, ...first, ...second };
        const bySteps = Object.assign({}, ...steps.map(([schema, fields]) => errorsOf(schema, body, fields)));
        const whole = errorsOf(EventWriteSchema, body, Object.values(EVENT_STEP_FIELDS).flat());
        expect(whole, JSON.stringify(body)).toEqual(bySteps);
      }
    }
  });

  it('accept a complete draft, each step and the whole, with the same clean-up', () => {
    const body = { ...complete, category: 'Hiking', alias: 'ignored', faqs: [{ question: '', answer: '' }] };
    const whole = EventWriteSchema.parse(body);
    expect(whole).toMatchObject(eventDetailsStepSchema().parse(body));
    expect(whole).toMatchObject(EventLocationStepSchema.parse(body));
    expect(whole).toMatchObject(EventRequirementsStepSchema.parse(body));
    const { event_duration: _, ...pricing } = EventPricingStepSchema.parse(body);
    expect(whole).toMatchObject(pricing);
    expect(whole.alias).toBeNull();
    expect(whole.faqs).toEqual([]);
  });

  it('give every step field to exactly one step', () => {
    const fields = Object.values(EVENT_STEP_FIELDS).flat();
    expect(new Set(fields).size).toBe(fields.length);
    expect([...fields, 'request_id'].sort()).toEqual(Object.keys(EventWriteSchema.in.shape).sort());
  });
});

describe('step 1', () => {
  it('refuses a start date before the earliest allowed, unless it is the saved one', () => {
    const rule = { earliest: '2030-06-02' };
    expect(errorsOf(eventDetailsStepSchema(rule), complete, EVENT_STEP_FIELDS[1])).toEqual({
      start_date: ['start_date_in_past'],
    });
    const saved = eventDetailsStepSchema({ ...rule, saved: '2030-06-01' });
    expect(saved.safeParse(complete).success).toBe(true);
  });

  it('says an empty date is required and a wrong one is no date', () => {
    const errors = errorsOf(
      eventDetailsStepSchema(),
      { ...complete, start_date: '', end_date: '2030-13-01' },
      EVENT_STEP_FIELDS[1],
    );
    expect(errors).toEqual({ start_date: ['start_date_required'], end_date: ['date_invalid'] });
  });
});
