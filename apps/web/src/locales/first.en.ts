import shell from './en.json';
import browse from './browse/en.json';
import shop from './shop/en.json';

/** The texts of the first screen (shell, browsing, the home's shop zone): they load with the index route. */
export default { ...shell, browse, shop };
