import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useOrganisation } from '@/api/organisation';
import { paths } from '@/config/paths';

const Section = ({ title, children }: { title: string; children: ReactNode }) => (
  <section className="grid gap-3">
    <h2 className="text-xl font-semibold">{title}</h2>
    {children}
  </section>
);

/**
 * The privacy notice (RGPD art. 13 and 14): who processes what, why, how long,
 * who receives it, and the rights. The lab's identity and the impressions' retention come from the
 * server's configuration (GET /api/organisation), so the page says what the server does.
 */
export const PrivacyNotice = () => {
  const { data: organisation } = useOrganisation();
  const lab = organisation?.name ?? 'Le laboratoire';
  const months = organisation?.impression_retention_months ?? 36;
  return (
    <div className="grid gap-8 text-sm leading-relaxed sm:text-base">
      <Section title="Qui traite vos données">
        <p>
          {lab}
          {organisation ? `, ${organisation.address},` : ''} fabrique les embouts commandés sur cette
          plateforme et l'exploite. Il est responsable du traitement des données des comptes
          (audioprothésistes, collaborateurs, préparateurs).
        </p>
        <p>
          Pour les données des patients, l'établissement d'audioprothèse qui passe la commande est responsable
          du traitement ; {lab} les traite pour son compte, comme sous-traitant (article 28 du RGPD),
          uniquement pour fabriquer, expédier et facturer les embouts.
        </p>
      </Section>
      <Section title="Quelles données, pour quoi faire">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            Comptes : nom, prénom, adresse e-mail, rôle, établissement, mot de passe (chiffré), appareils
            connectés — pour vous identifier et protéger l'accès (exécution du contrat).
          </li>
          <li>
            Patients : nom, prénom, genre, niveau de perte auditive, empreintes d'oreille (fichiers STL) et
            configuration de l'embout — pour fabriquer un embout sur mesure. Ce sont des données de santé :
            elles ne servent à rien d'autre.
          </li>
          <li>
            Établissements : raison sociale, SIRET, adresses de facturation et de livraison — pour livrer et
            facturer (obligation légale).
          </li>
          <li>
            Journal des accès : qui a consulté les données d'un patient et quand — pour la sécurité des
            données de santé ; le manager de l'établissement le consulte sur chaque commande.
          </li>
        </ul>
      </Section>
      <Section title="Combien de temps">
        <ul className="grid list-disc gap-2 pl-5">
          <li>
            Empreintes d'oreille : {months} mois après l'expédition de la commande, puis supprimées
            automatiquement (la commande indique la date de suppression).
          </li>
          <li>
            Commandes et factures : 10 ans, durée imposée pour les pièces comptables (article L123-22 du Code
            de commerce) ; après un effacement, le nom du patient y est remplacé par une référence.
          </li>
          <li>Journal des accès aux données des patients : 3 ans.</li>
          <li>Comptes : tant qu'ils sont actifs ; les courriels envoyés sont effacés après 30 jours.</li>
        </ul>
      </Section>
      <Section title="Qui les reçoit">
        <p>
          Seuls les membres de l'établissement qui a passé la commande et les préparateurs de {lab} y ont
          accès, selon leur rôle. Les données sont hébergées par {lab} ou son hébergeur, dans l'Union
          européenne. Aucune donnée n'est vendue ni utilisée à des fins publicitaires.
        </p>
      </Section>
      <Section title="Vos droits">
        <p>
          Vous disposez d'un droit d'accès, de rectification, d'effacement, de limitation, de portabilité et
          d'opposition. Un patient exerce ses droits auprès de son audioprothésiste : le manager de
          l'établissement exporte ses commandes ou efface ses données depuis la plateforme (les commandes
          expédiées ou facturées restent 10 ans, le nom du patient remplacé par une référence). Pour un
          compte, écrivez-nous via la page{' '}
          <Link to={paths.contact} className="font-medium text-primary underline-offset-4 hover:underline">
            Contact
          </Link>
          {organisation ? ` ou par courrier : ${lab}, ${organisation.address}` : ''}. Vous pouvez aussi
          adresser une réclamation à la CNIL (www.cnil.fr).
        </p>
      </Section>
    </div>
  );
};
