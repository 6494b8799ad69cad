/** Cross-sections: the list, one cross-section, create, change (versioned) and delete (CONTRACT §9). */
import { collectionRoutes } from '../../lib/collections/collection-routes';
import { crossSectionCollection } from './cross-sections.collection';

export default collectionRoutes(crossSectionCollection);
