import { useParams } from 'react-router';

import { BrokerProfileView } from '@/features/market/components/broker-profile-view';

import { RequireUser } from './guards';

/** /brokers/:id: a broker's profile, for members (the API checks the role). */
export function Component() {
  const { id = '' } = useParams();
  return (
    <RequireUser>
      <div className="mx-auto flex w-full max-w-5xl min-w-0 flex-col gap-6 px-4 py-8 sm:px-6 sm:py-10">
        <BrokerProfileView key={id} id={id} />
      </div>
    </RequireUser>
  );
}
