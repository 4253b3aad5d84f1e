export const ProfileRoute = () => <h1>Mon Profil</h1>;
