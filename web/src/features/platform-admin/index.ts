// The platform console (on PLATFORM_HOST): what the app shows there instead of a store.
export { PlatformApp } from './PlatformApp';
