/** Sites: the list, one site, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { siteCollection } from './sites.collection';

export default collectionRoutes(siteCollection);
