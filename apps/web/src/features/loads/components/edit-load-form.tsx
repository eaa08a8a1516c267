import type { BrokerLoad, EditLoadData } from '@haulclub/shared';
import { SaveIcon } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { POST_LOAD } from '@/content/loads';

import { useEditLoad } from '../api/edit-load';
import { errorDetail, loadRef } from '../utils/format';
import { fromLoad, type LoadFormValues } from '../utils/load-form';
import { applyLoadServerErrors, editLoadResolver } from '../utils/load-form-resolver';
import { LoadFormFields } from './load-form-fields';

/** The Post Load form filled with a load, saved with PUT (`editLoadInput`); back to My Loads after. */
export function EditLoadForm({ load }: { load: BrokerLoad }) {
  const navigate = useNavigate();
  const mutation = useEditLoad();
  const form = useForm<LoadFormValues, unknown, EditLoadData>({
    resolver: editLoadResolver,
    defaultValues: fromLoad(load),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const saved = await mutation.mutateAsync({ id: load.id, input });
      toast.success(POST_LOAD.saved(loadRef(saved.number)));
      void navigate(paths.broker.loads.getHref());
    } catch (error) {
      if (applyLoadServerErrors(error, form.setError) > 0) return;
      toast.error(POST_LOAD.saveFailed, { description: errorDetail(error) });
    }
  });

  const busy = form.formState.isSubmitting || mutation.isPending;
  return (
    <FormProvider {...form}>
      <form
        noValidate
        aria-busy={busy}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-8"
      >
        <LoadFormFields withExpiry={false} />
        <div className="flex flex-col-reverse gap-2 sm:flex-row">
          <Button asChild variant="outline">
            <Link to={paths.broker.loads.getHref()}>{POST_LOAD.backToLoads}</Link>
          </Button>
          <Button type="submit" disabled={busy}>
            <SaveIcon aria-hidden="true" />
            {busy ? POST_LOAD.saving : POST_LOAD.save}
          </Button>
        </div>
      </form>
    </FormProvider>
  );
}
