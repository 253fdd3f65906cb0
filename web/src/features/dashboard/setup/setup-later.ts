/** "Finish later": the dashboard stops sending this browser tab to the wizard until it is closed. */
const KEY = 'storefront.setup-later';
export const setupPostponed = () => sessionStorage.getItem(KEY) === '1';
export const postponeSetup = () => sessionStorage.setItem(KEY, '1');
