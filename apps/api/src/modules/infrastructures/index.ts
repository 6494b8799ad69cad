/** Infrastructures: the list, one infrastructure, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { infrastructureCollection } from './infrastructures.collection';

export default collectionRoutes(infrastructureCollection);
