export { ManageFrame, errorOf } from './components/ManageFrame';
