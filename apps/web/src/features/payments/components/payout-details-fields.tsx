import { FormField } from '@/components/ui/form-field';
import { Input } from '@/components/ui/input';
import { PAYMENTS } from '@/content/payments';

export interface PayoutDetails {
  email: string;
  company_name: string;
}

const { fields } = PAYMENTS.setup;

/** The email and business name sent to the payment provider, for when the ones given do not validate. */
export function PayoutDetailsFields({
  value,
  errors,
  onChange,
}: {
  value: PayoutDetails;
  errors: Partial<Record<keyof PayoutDetails, string>>;
  onChange: (value: PayoutDetails) => void;
}) {
  return (
    <div className="flex flex-col gap-4">
      <p className="text-sm text-muted-foreground">{PAYMENTS.setup.fixDetails}</p>
      <FormField id="payout-email" label={fields.email.label} error={errors.email}>
        {(control) => (
          <Input
            {...control}
            type="email"
            autoComplete="email"
            value={value.email}
            onChange={(event) => onChange({ ...value, email: event.target.value })}
          />
        )}
      </FormField>
      <FormField id="payout-company-name" label={fields.companyName.label} error={errors.company_name}>
        {(control) => (
          <Input
            {...control}
            autoComplete="organization"
            value={value.company_name}
            onChange={(event) => onChange({ ...value, company_name: event.target.value })}
          />
        )}
      </FormField>
    </div>
  );
}
