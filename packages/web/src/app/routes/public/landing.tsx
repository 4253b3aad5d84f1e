export const LandingRoute = () => <h1>landing</h1>;
