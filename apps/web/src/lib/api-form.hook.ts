import { type BaseSyntheticEvent, useRef, useState } from 'react';
import {
  type DefaultValues,
  type FieldPath,
  type FieldValues,
  type Resolver,
  type UseFormReturn,
  useForm,
} from 'react-hook-form';
import { applyServerErrors } from './form-errors.ts';

/** The server's field names and the input each one shows under (see `applyServerErrors`). */
export type ServerFields<TValues extends FieldValues> = Record<string, FieldPath<TValues>>;

type FailureContext<TOutput> = {
  error: unknown;
  values: TOutput;
  /** What would go in the red box: the message that belongs to no input, or null. */
  message: string | null;
};

export type ApiFormOptions<TValues extends FieldValues, TOutput, TResult> = {
  /**
   * The form's checks, usually `zodResolver(SharedSchema)`: the same contract the server checks with. A
   * resolver rather than the schema itself, so a form can load its schema lazily (lazyZodResolver) or
   * adapt it (a confirmation copied from the password) without this hook knowing.
   */
  resolver?: Resolver<TValues, unknown, TOutput>;
  defaultValues: DefaultValues<TValues>;
  /** The call: a mutation's `mutateAsync`, or any function that rejects with the API's error. */
  submit: (values: TOutput) => Promise<TResult>;
  /**
   * Where each server field's message shows. Without it, every field of `defaultValues` answers for the
   * server field of the same name. A function builds the map from what was sent (list rows) or from the
   * refusal itself (fields the server names by index).
   */
  serverFields?: ServerFields<TValues> | ((values: TOutput, error: unknown) => ServerFields<TValues>);
  /** After the call succeeded: an alert, closing the modal, the next page. Awaited, so it counts as submitting. */
  onSuccess?: (result: TResult, values: TOutput) => void | Promise<void>;
  /**
   * After the call failed and the field messages are under their inputs: returns what the red box
   * shows instead of `message` (null for nothing). For refusals a screen words or handles itself.
   */
  onFailure?: (failure: FailureContext<TOutput>) => string | null;
};

export type ApiForm<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** For `<form onSubmit>`: checks, calls, and puts the answer's messages in place. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The red box's message (FormAlert), or null. */
  systemMessage: string | null;
  /** For a failure after the call (a follow-up request in `onSuccess`) that the box must say. */
  setSystemMessage: (message: string | null) => void;
  /** From the submit until the call and `onSuccess` are done: the submit button is busy meanwhile. */
  submitting: boolean;
};

function sameNameFields<TValues extends FieldValues>(defaultValues: DefaultValues<TValues>): ServerFields<TValues> {
  return Object.fromEntries(Object.keys(defaultValues).map((name) => [name, name])) as ServerFields<TValues>;
}

/**
 * A react-hook-form form that sends its values to the API, in the one way every form of the app does:
 * - the box above the form is emptied by each submit, even one the form's own checks stop, so an old
 *   refusal never sits above a new, different problem;
 * - a refusal's field messages go under their inputs, each shown once, and the red box keeps only what
 *   belongs to no input (a field without an input, too many attempts, no connection), worded by
 *   `messageOf`;
 * - a second submit while one is running does nothing, even before the busy button has re-rendered;
 * - the form's own checks focus the first invalid input (react-hook-form's default); a server refusal
 *   does not move the focus.
 */
export function useApiForm<TValues extends FieldValues, TOutput = TValues, TResult = unknown>({
  resolver,
  defaultValues,
  submit,
  serverFields,
  onSuccess,
  onFailure,
}: ApiFormOptions<TValues, TOutput, TResult>): ApiForm<TValues, TOutput> {
  const form = useForm<TValues, unknown, TOutput>({ resolver, defaultValues });
  const [systemMessage, setSystemMessage] = useState<string | null>(null);
  const running = useRef(false);

  const send = form.handleSubmit(
    async (values) => {
      setSystemMessage(null);
      let result: TResult;
      try {
        result = await submit(values);
      } catch (error) {
        const fields =
          typeof serverFields === 'function'
            ? serverFields(values, error)
            : (serverFields ?? sameNameFields(defaultValues));
        const message = applyServerErrors(error, form.setError, fields);
        setSystemMessage(onFailure ? onFailure({ error, values, message }) : message);
        return;
      }
      await onSuccess?.(result, values);
    },
    () => setSystemMessage(null),
  );

  const onSubmit: ApiForm<TValues, TOutput>['onSubmit'] = async (event) => {
    if (running.current) {
      event?.preventDefault();
      return;
    }
    running.current = true;
    try {
      await send(event);
    } finally {
      running.current = false;
    }
  };

  return { form, onSubmit, systemMessage, setSystemMessage, submitting: form.formState.isSubmitting };
}
