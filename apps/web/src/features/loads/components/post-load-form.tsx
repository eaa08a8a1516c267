import type { PostLoadData } from '@haulclub/shared';
import { SendIcon } from 'lucide-react';
import { FormProvider, useForm } from 'react-hook-form';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';

import { Button } from '@/components/ui/button';
import { paths } from '@/config/paths';
import { POST_LOAD } from '@/content/loads';

import { usePostLoad } from '../api/post-load';
import { errorDetail, loadRef } from '../utils/format';
import { loadFormDefaults, type LoadFormValues } from '../utils/load-form';
import { applyLoadServerErrors, postLoadResolver } from '../utils/load-form-resolver';
import { LoadFormFields } from './load-form-fields';

/** The Post Load form: validated with `postLoadInput`; a posted load goes to My Loads. */
export function PostLoadForm() {
  const navigate = useNavigate();
  const mutation = usePostLoad();
  const form = useForm<LoadFormValues, unknown, PostLoadData>({
    resolver: postLoadResolver,
    defaultValues: loadFormDefaults(),
  });

  const onSubmit = form.handleSubmit(async (input) => {
    try {
      const load = await mutation.mutateAsync(input);
      toast.success(POST_LOAD.posted(loadRef(load.number)));
      void navigate(paths.broker.loads.getHref());
    } catch (error) {
      if (applyLoadServerErrors(error, form.setError) > 0) return;
      toast.error(POST_LOAD.failed, { description: errorDetail(error) });
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
        <LoadFormFields withExpiry />
        <Button type="submit" disabled={busy} className="w-full sm:w-auto sm:self-start">
          <SendIcon aria-hidden="true" />
          {busy ? POST_LOAD.submitting : POST_LOAD.submit}
        </Button>
      </form>
    </FormProvider>
  );
}
