import type { ContentFamilyDecl, ContentGroup } from '../types';
import { engageFamilies } from './engage';
import { libraryFamilies } from './library';
import { siteFamilies } from './site';
import { ticketFamilies } from './ticket';

/** Every content family the console edits, in menu order (the call table's staffFamily rows, sales apart). */
export const contentFamilies: readonly ContentFamilyDecl[] = [
  ...siteFamilies,
  ...ticketFamilies,
  ...libraryFamilies,
  ...engageFamilies,
];

export const contentGroups: readonly ContentGroup[] = ['site', 'ticket', 'library', 'engage'];

export const findFamily = (name: string | undefined): ContentFamilyDecl | undefined =>
  contentFamilies.find((f) => f.name === name);
