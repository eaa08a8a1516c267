import { brokerContractTerms, type BrokerContractTerms, type ContractTermsInput } from '@haulclub/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';

import { api, apiRequest } from '@/lib/api-client';

/** Not under contractKeys.all: live contract events need not refetch the broker's defaults. */
export const brokerContractTermsKey = ['broker-contract-terms'] as const;

/** GET /api/broker/contract-terms: the terms new contracts start from. */
export const getBrokerContractTermsQueryOptions = () =>
  queryOptions({
    queryKey: brokerContractTermsKey,
    queryFn: ({ signal }) => api.get('/api/broker/contract-terms', { schema: brokerContractTerms, signal }),
    retry: false,
  });

export function useBrokerContractTerms() {
  return useQuery(getBrokerContractTermsQueryOptions());
}

/** PUT /api/broker/contract-terms (verified brokers; 403 otherwise). */
export function useSaveBrokerContractTerms() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (terms: ContractTermsInput) =>
      apiRequest('/api/broker/contract-terms', { method: 'PUT', body: terms, schema: brokerContractTerms }),
    onSuccess: (saved: BrokerContractTerms) => queryClient.setQueryData(brokerContractTermsKey, saved),
  });
}
