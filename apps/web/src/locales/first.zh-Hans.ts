import shell from './zh-Hans.json';
import browse from './browse/zh-Hans.json';
import shop from './shop/zh-Hans.json';

/** The texts of the first screen (shell, browsing, the home's shop zone): they load with the index route. */
export default { ...shell, browse, shop };
