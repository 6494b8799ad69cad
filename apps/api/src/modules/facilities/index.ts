/** Facilities: the list, one facility, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { facilityCollection } from './facilities.collection';

export default collectionRoutes(facilityCollection);
