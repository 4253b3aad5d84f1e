// Patient names for the generated orders: common French first and last names, accents included, so
// the search runs on text like the lab's (the ILIKE and trigram cost depends on the strings).

// biome-ignore format: packed, one entry a line would make the file 300 lines long
export const FIRST_NAMES = [
  'Jeanne', 'Marie', 'Camille', 'Louise', 'Chloé', 'Léa', 'Manon', 'Inès', 'Zoé', 'Juliette', 'Émilie',
  'Hélène', 'Françoise', 'Monique', 'Nathalie', 'Isabelle', 'Sylvie', 'Catherine', 'Brigitte', 'Christine',
  'Véronique', 'Agnès', 'Élise', 'Margaux', 'Anaïs', 'Céline', 'Odile', 'Paul', 'Jean', 'Pierre', 'Michel',
  'André', 'Louis', 'Lucas', 'Hugo', 'Gabriel', 'Arthur', 'Théo', 'Nathan', 'Jules', 'Raphaël', 'Mathis',
  'Thomas', 'Nicolas', 'François', 'Philippe', 'Jacques', 'Bernard', 'Alain', 'Gérard', 'René', 'Marcel',
  'Yves', 'Denis', 'Olivier', 'Loïc', 'Benoît', 'Jérôme', 'Stéphane', 'Sébastien', 'Frédéric', 'Noël',
  'Hervé', 'Aurélien',
];

// biome-ignore format: packed, one entry a line would make the file 300 lines long
export const LAST_NAMES = [
  'Martin', 'Bernard', 'Thomas', 'Petit', 'Robert', 'Richard', 'Durand', 'Dubois', 'Moreau', 'Laurent',
  'Simon', 'Michel', 'Lefèvre', 'Leroy', 'Roux', 'David', 'Bertrand', 'Morel', 'Fournier', 'Girard',
  'Bonnet', 'Dupont', 'Lambert', 'Fontaine', 'Rousseau', 'Vincent', 'Muller', 'Lefebvre', 'Faure', 'André',
  'Mercier', 'Blanc', 'Guérin', 'Boyer', 'Garnier', 'Chevalier', 'François', 'Legrand', 'Gauthier',
  'Garcia', 'Perrin', 'Robin', 'Clément', 'Morin', 'Nicolas', 'Henry', 'Roussel', 'Mathieu', 'Gautier',
  'Masson', 'Marchand', 'Duval', 'Denis', 'Dumont', 'Marie', 'Lemaire', 'Noël', 'Meyer', 'Dufour',
  'Meunier', 'Brun', 'Blanchard', 'Giraud', 'Joly', 'Rivière', 'Lucas', 'Brunet', 'Gaillard', 'Barbier',
  'Arnaud', 'Martinez', 'Gérard', 'Roche', 'Renard', 'Schmitt', 'Roy', 'Leroux', 'Colin', 'Vidal', 'Caron',
  'Picard', 'Roger', 'Fabre', 'Aubert', 'Lemoine', 'Renaud', 'Dumas', 'Lacroix', 'Olivier', 'Philippe',
  'Bourgeois', 'Pierre', 'Benoît', 'Rey', 'Leclerc', 'Payet', 'Rolland', 'Leclercq', 'Guillaume',
  'Lecomte', 'Lopez', 'Jean', 'Dupuy', 'Guillot', 'Hubert', 'Berger', 'Carpentier', 'Sanchez', 'Dupuis',
  'Moulin', 'Louis', 'Deschamps', 'Huet', 'Vasseur', 'Perez', 'Boucher', 'Fleury', 'Royer', 'Klein',
  'Jacquet', 'Adam', 'Paris', 'Poirier', 'Marty', 'Aubry', 'Guyot', 'Carré', 'Charles', 'Renault',
  'Charpentier', 'Ménard', 'Maillard', 'Baron', 'Bertin', 'Bailly', 'Hervé', 'Schneider', 'Fernandez',
  'Le Gall', 'Collet', 'Léger', 'Bouvier', 'Julien', 'Prévost', 'Millet', 'Perrot', 'Daniel', 'Le Roux',
  'Cousin',
];

/** Where the generated establishments are, with their postal codes. */
// biome-ignore format: packed, one entry a line would make the file 300 lines long
export const CITIES: readonly (readonly [city: string, postalCode: string])[] = [
  ['Paris', '75011'], ['Lyon', '69003'], ['Marseille', '13006'], ['Toulouse', '31000'], ['Nice', '06000'],
  ['Nantes', '44000'], ['Strasbourg', '67000'], ['Montpellier', '34000'], ['Bordeaux', '33000'],
  ['Lille', '59000'], ['Rennes', '35000'], ['Reims', '51100'], ['Saint-Étienne', '42000'],
  ['Le Havre', '76600'], ['Toulon', '83000'], ['Grenoble', '38000'], ['Dijon', '21000'],
  ['Angers', '49000'], ['Nîmes', '30000'], ['Villeurbanne', '69100'], ['Clermont-Ferrand', '63000'],
  ['Le Mans', '72000'], ['Aix-en-Provence', '13100'], ['Brest', '29200'], ['Tours', '37000'],
  ['Amiens', '80000'], ['Limoges', '87000'], ['Annecy', '74000'], ['Perpignan', '66000'],
  ['Besançon', '25000'], ['Orléans', '45000'], ['Metz', '57000'], ['Rouen', '76000'],
  ['Mulhouse', '68100'], ['Caen', '14000'], ['Nancy', '54000'], ['Argenteuil', '95100'],
  ['Roubaix', '59100'], ['Tourcoing', '59200'], ['Avignon', '84000'], ['Poitiers', '86000'],
  ['Pau', '64000'], ['La Rochelle', '17000'],
];

// biome-ignore format: packed, one entry a line would make the file 300 lines long
export const STREETS = [
  'rue de la République', 'avenue Jean Jaurès', 'rue Victor Hugo', 'boulevard Gambetta', 'rue Pasteur',
  'place de la Mairie', 'rue du Général de Gaulle', 'rue Nationale', 'avenue de la Gare', 'rue des Écoles',
];
