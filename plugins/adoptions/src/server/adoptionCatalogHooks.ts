import { defineCatalogHooks } from '@lms/sdk';
import { MAX_DESCRIPTION } from '../schemas/adoptionBodies.ts';
import { CatalogStore } from './CatalogStore.ts';

/**
 * The adoption catalog is the installation's course catalog (the `catalog`
 * extension point): another plugin (the AI manager's kept description draft)
 * reads a listed course's description and replaces it in its own
 * transaction, under this catalog's rule that site administrators edit it.
 */
export const adoptionCatalogHooks = defineCatalogHooks({
  editPermission: 'site-admin',
  maxDescriptionLength: MAX_DESCRIPTION,
  async description(courseId, { trx }) {
    return (await new CatalogStore(trx).byCourse(courseId, trx))?.description ?? null;
  },
  async setDescription(courseId, description, { trx }) {
    return (await new CatalogStore(trx).setDescription(courseId, description)) > 0;
  },
});
