import { Outlet } from 'react-router';

export const DashboardLayout = () => <Outlet />;
