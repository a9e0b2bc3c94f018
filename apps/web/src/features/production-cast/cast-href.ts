import { href } from '../../config/paths';

/** The cast and synopsis page of a production: its detail screen's `section=cast` (SPEC's route table has no screen for it). */
export const castHref = (productionId: number) =>
  href('/pages/theatreUltimate/detail', { id: productionId, section: 'cast' });
