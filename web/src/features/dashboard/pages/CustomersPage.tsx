import { UsersScreen } from './UsersPage';

export default function CustomersPage() {
  return <UsersScreen scope="customers" />;
}
