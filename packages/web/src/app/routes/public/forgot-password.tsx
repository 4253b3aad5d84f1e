export const ForgotPasswordRoute = () => <h1>forgot-password</h1>;
