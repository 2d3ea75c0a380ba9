// Imported by every module that shows this area's copy (lib/i18n.ts says why; a test checks it).
import { addCatalogueArea } from '../lib/i18n.ts';
import subscriptions from './en/subscriptions.json';

addCatalogueArea(subscriptions);
