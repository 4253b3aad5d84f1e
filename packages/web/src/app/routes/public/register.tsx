export const RegisterRoute = () => <h1>register</h1>;
