/** The actions collection (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { actionCollection } from './actions.collection';

export default collectionRoutes(actionCollection);
