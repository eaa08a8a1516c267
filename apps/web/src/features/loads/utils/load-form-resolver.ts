import {
  editLoadInput,
  postLoadInput,
  type EditLoadData,
  type PostLoadData,
  type PostLoadInput,
} from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Path, Resolver, ResolverResult, UseFormSetError } from 'react-hook-form';

import { isApiError } from '@/lib/api-client';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { toLoadInput, type LoadFormValues } from './load-form';

/** The schema names the rate `rateCents`; the form shows its errors under the dollar field `rate`. */
function onFormFields<T>(result: ResolverResult<PostLoadInput, T>): ResolverResult<LoadFormValues, T> {
  if (Object.keys(result.errors).length === 0) return result as ResolverResult<LoadFormValues, T>;
  const { rateCents, ...rest } = result.errors;
  const errors = (rateCents ? { ...rest, rate: rateCents } : rest) as FieldErrors<LoadFormValues>;
  return { values: {}, errors };
}

function adapt<T>(resolve: Resolver<PostLoadInput, unknown, T>): Resolver<LoadFormValues, unknown, T> {
  return async (values, context, options) =>
    onFormFields(
      await resolve(
        toLoadInput(values),
        context,
        options as unknown as Parameters<Resolver<PostLoadInput>>[2],
      ),
    );
}

/** Validates with the shared `postLoadInput` (windows, limits, miles ≤ MAX_LOAD_MILES). */
export const postLoadResolver = adapt<PostLoadData>(
  zodResolver(postLoadInput) as Resolver<PostLoadInput, unknown, PostLoadData>,
);
/** Validates with the shared `editLoadInput` (the same, without the expiry). */
export const editLoadResolver = adapt<EditLoadData>(
  zodResolver(editLoadInput) as unknown as Resolver<PostLoadInput, unknown, EditLoadData>,
);

const SERVER_FIELDS = [
  'pickup.city',
  'pickup.state',
  'pickup.zip',
  'delivery.city',
  'delivery.state',
  'delivery.zip',
  'pickupWindowStart',
  'pickupWindowEnd',
  'deliveryWindowStart',
  'deliveryWindowEnd',
  'equipment',
  'weightLbs',
  'lengthFt',
  'commodity',
  'notes',
  'miles',
  'premium',
  'expiryHours',
] as const satisfies readonly Path<LoadFormValues>[];

/** Shows a 400's field errors (dotted paths such as `pickup.zip`) under the fields; returns how many. */
export function applyLoadServerErrors(error: unknown, setError: UseFormSetError<LoadFormValues>): number {
  let applied = applyServerFieldErrors(error, setError, SERVER_FIELDS);
  const rateMessage = isApiError(error) && error.status === 400 ? error.fieldErrorMap().rateCents : undefined;
  if (rateMessage) {
    setError('rate', { type: 'server', message: rateMessage }, { shouldFocus: applied === 0 });
    applied += 1;
  }
  return applied;
}
