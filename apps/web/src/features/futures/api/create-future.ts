import { futureView, type CreateFreightFutureInput, type FutureView } from '@haulclub/shared';
import { mutationOptions, useMutation, useQueryClient } from '@tanstack/react-query';

import { api } from '@/lib/api-client';

import { futuresKeys } from './futures-keys';

/** POST /api/futures (the spec's create-freight-future): 201 with the future; 400 naming the field; 403 unverified. */
export function createFuture(input: CreateFreightFutureInput): Promise<FutureView> {
  return api.post('/api/futures', input, { schema: futureView });
}

export const createFutureMutationOptions = () =>
  mutationOptions<FutureView, Error, CreateFreightFutureInput>({
    mutationKey: ['futures', 'create'],
    mutationFn: createFuture,
  });

export function useCreateFuture() {
  const queryClient = useQueryClient();
  return useMutation({
    ...createFutureMutationOptions(),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: futuresKeys.open() }),
        queryClient.invalidateQueries({ queryKey: futuresKeys.broker() }),
      ]),
  });
}
