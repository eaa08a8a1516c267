import { CONTRACT_LIMITS, contractTermsInput, type ContractTerms } from '@haulclub/shared';
import { zodResolver } from '@hookform/resolvers/zod';
import { AlertCircleIcon, FileTextIcon } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import type { z } from 'zod';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Card, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { FormField } from '@/components/ui/form-field';
import { Skeleton } from '@/components/ui/skeleton';
import { Textarea } from '@/components/ui/textarea';
import { DEFAULT_CONTRACT_TERMS as copy } from '@/content/contracts';
import { applyServerFieldErrors } from '@/lib/form-errors';

import { useBrokerContractTerms, useSaveBrokerContractTerms } from '../api/broker-contract-terms';
import { errorMessage } from '../utils/format';

const FIELDS = ['paymentTerms', 'cancellationPolicy', 'insuranceRequirements'] as const;
type Values = z.input<typeof contractTermsInput>;

/** The broker's default terms, which each new contract copies (PUT needs a verified broker). */
export function DefaultTermsCard() {
  const query = useBrokerContractTerms();

  if (query.isPending) {
    return (
      <Card aria-busy="true" aria-label={copy.title}>
        <Skeleton className="h-6 w-48" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
        <Skeleton className="h-20 w-full" />
      </Card>
    );
  }
  if (query.isError) {
    return (
      <Alert variant="destructive">
        <AlertCircleIcon aria-hidden="true" />
        <div className="flex flex-col gap-3">
          <AlertDescription className="mt-0">{copy.loadError}</AlertDescription>
          <Button variant="outline" size="sm" className="self-start" onClick={() => void query.refetch()}>
            {copy.retry}
          </Button>
        </div>
      </Alert>
    );
  }

  return (
    <Card role="region" aria-labelledby="default-terms-title">
      <CardHeader>
        <CardTitle id="default-terms-title" className="flex items-center gap-2">
          <FileTextIcon aria-hidden="true" className="size-5 text-primary" />
          {copy.title}
        </CardTitle>
        <CardDescription>{copy.description}</CardDescription>
        {query.data.isDefault ? (
          <p className="text-sm text-muted-foreground">{copy.usingHaulClubDefaults}</p>
        ) : null}
      </CardHeader>
      <DefaultTermsForm terms={query.data} />
    </Card>
  );
}

/** Mounted once the terms are loaded, so a background refetch never overwrites what the broker is typing. */
function DefaultTermsForm({ terms }: { terms: ContractTerms }) {
  const save = useSaveBrokerContractTerms();
  const [refusal, setRefusal] = useState<string | null>(null);
  const form = useForm<Values>({
    resolver: zodResolver(contractTermsInput),
    defaultValues: {
      paymentTerms: terms.paymentTerms,
      cancellationPolicy: terms.cancellationPolicy,
      insuranceRequirements: terms.insuranceRequirements,
    },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = form.handleSubmit(async (values) => {
    setRefusal(null);
    try {
      const saved = await save.mutateAsync(contractTermsInput.parse(values));
      form.reset({
        paymentTerms: saved.paymentTerms,
        cancellationPolicy: saved.cancellationPolicy,
        insuranceRequirements: saved.insuranceRequirements,
      });
      toast.success(copy.saved);
    } catch (error) {
      if (applyServerFieldErrors(error, form.setError, [...FIELDS]) > 0) return;
      setRefusal(errorMessage(error));
    }
  });

  return (
    <form noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
      {FIELDS.map((field) => (
        <FormField
          key={field}
          id={`default-terms-${field}`}
          label={copy[field]}
          error={errors[field]?.message}
        >
          {(control) => (
            <Textarea
              {...control}
              required
              rows={3}
              maxLength={CONTRACT_LIMITS.term}
              {...form.register(field)}
            />
          )}
        </FormField>
      ))}
      {refusal ? (
        <Alert variant="destructive">
          <AlertCircleIcon aria-hidden="true" />
          <AlertDescription className="mt-0">{refusal}</AlertDescription>
        </Alert>
      ) : null}
      <Button type="submit" className="self-start" disabled={isSubmitting}>
        {isSubmitting ? copy.saving : copy.save}
      </Button>
    </form>
  );
}
