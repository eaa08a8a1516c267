import { ComingSoonRoute } from '../coming-soon';

/** Placeholder until the screen lands. */
export function Component() {
  return <ComingSoonRoute area="apply" />;
}
