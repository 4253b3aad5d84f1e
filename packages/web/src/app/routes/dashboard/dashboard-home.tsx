export const DashboardHomeRoute = () => <h1>Tableau de bord</h1>;
