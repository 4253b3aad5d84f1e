export const ContactRoute = () => <h1>contact</h1>;
