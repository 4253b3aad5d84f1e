import type { Doc } from '../a4-document';

// A Factur-X file is a PDF/A-3 that carries its CII XML as an associated file. pdfkit
// (already the server's PDF library) writes PDF/A-3b itself when asked (`subset`): the XMP metadata
// with pdfaid:part 3 / conformance B, and the sRGB output intent from the ICC profile it ships. What
// Factur-X adds is done here: the XML embedded as `factur-x.xml`, listed in the catalogue's /AF with
// /AFRelationship /Alternative (the XML is the invoice in another form), and the fx: properties in
// the XMP, declared by the PDF/A extension schema that Factur-X 1.0 specifies.

/** The pdfkit options that make a document PDF/A-3b (PDF 1.7, French). */
export const PDF_A3_OPTIONS = { subset: 'PDF/A-3b', pdfVersion: '1.7', lang: 'fr-FR' } as const;

export const FACTUR_X_FILENAME = 'factur-x.xml';
export const FACTUR_X_CONFORMANCE_LEVEL = 'EN 16931';
const FX_NAMESPACE = 'urn:factur-x:pdfa:CrossIndustryDocument:invoice:1p0#';

const fxProperty = (name: string, description: string) => `
                  <rdf:li rdf:parseType="Resource">
                    <pdfaProperty:name>${name}</pdfaProperty:name>
                    <pdfaProperty:valueType>Text</pdfaProperty:valueType>
                    <pdfaProperty:category>external</pdfaProperty:category>
                    <pdfaProperty:description>${description}</pdfaProperty:description>
                  </rdf:li>`;

const FACTUR_X_XMP = `
        <rdf:Description rdf:about="" xmlns:fx="${FX_NAMESPACE}">
            <fx:DocumentType>INVOICE</fx:DocumentType>
            <fx:DocumentFileName>${FACTUR_X_FILENAME}</fx:DocumentFileName>
            <fx:Version>1.0</fx:Version>
            <fx:ConformanceLevel>${FACTUR_X_CONFORMANCE_LEVEL}</fx:ConformanceLevel>
        </rdf:Description>
        <rdf:Description rdf:about="" xmlns:pdfaExtension="http://www.aiim.org/pdfa/ns/extension/"
            xmlns:pdfaSchema="http://www.aiim.org/pdfa/ns/schema#" xmlns:pdfaProperty="http://www.aiim.org/pdfa/ns/property#">
          <pdfaExtension:schemas>
            <rdf:Bag>
              <rdf:li rdf:parseType="Resource">
                <pdfaSchema:schema>Factur-X PDFA Extension Schema</pdfaSchema:schema>
                <pdfaSchema:namespaceURI>${FX_NAMESPACE}</pdfaSchema:namespaceURI>
                <pdfaSchema:prefix>fx</pdfaSchema:prefix>
                <pdfaSchema:property>
                  <rdf:Seq>${[
                    fxProperty('DocumentFileName', 'The name of the embedded XML document'),
                    fxProperty(
                      'DocumentType',
                      'The type of the hybrid document in capital letters, e.g. INVOICE or ORDER',
                    ),
                    fxProperty(
                      'Version',
                      'The actual version of the standard applying to the embedded XML document',
                    ),
                    fxProperty('ConformanceLevel', 'The conformance level of the embedded XML document'),
                  ].join('')}
                  </rdf:Seq>
                </pdfaSchema:property>
              </rdf:li>
            </rdf:Bag>
          </pdfaExtension:schemas>
        </rdf:Description>
`;

type AttachmentOptions = NonNullable<Parameters<Doc['file']>[1]> & {
  relationship?: 'Alternative' | 'Data' | 'Source';
};

/**
 * Embeds the CII XML into a document opened with PDF_A3_OPTIONS, before it ends. `at` dates the
 * attachment (PDF/A-3 asks for its modification date): the invoice's issue.
 */
export const embedFacturX = (doc: Doc, xml: string, at: Date): void => {
  const options: AttachmentOptions = {
    name: FACTUR_X_FILENAME,
    type: 'text/xml',
    description: `Factur-X ${FACTUR_X_CONFORMANCE_LEVEL}`,
    relationship: 'Alternative',
    creationDate: at,
    modifiedDate: at,
  };
  doc.file(Buffer.from(xml, 'utf8'), options);
  doc.appendXML(FACTUR_X_XMP);
};
