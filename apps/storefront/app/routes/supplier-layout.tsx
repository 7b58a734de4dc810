import { Outlet } from 'react-router';

export default function SupplierLayout() {
  return <Outlet />;
}
