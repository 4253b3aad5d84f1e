export const LoginRoute = () => <h1>login</h1>;
