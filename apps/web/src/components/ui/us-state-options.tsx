import { US_STATES } from '@haulclub/shared';

/** The options of a state <select>: a blank prompt, then the 50 US state codes. */
export function UsStateOptions({ prompt }: { prompt: string }) {
  return (
    <>
      <option value="">{prompt}</option>
      {US_STATES.map((code) => (
        <option key={code} value={code}>
          {code}
        </option>
      ))}
    </>
  );
}
