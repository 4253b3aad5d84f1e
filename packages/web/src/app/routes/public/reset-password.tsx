export const ResetPasswordRoute = () => <h1>reset-password</h1>;
